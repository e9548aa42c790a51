import type { ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";

/**
 * Node's stream pipeline puts 7 "close" listeners on its destination; with the 4 Next and the metrics already
 * put on a response, every streamed download passed the default limit of 10 and logged a MaxListenersExceeded
 * "possible leak" warning. The count is fixed per response (the response and its listeners go together), so
 * the limit is raised for this response only, instead of hiding the warning for every emitter.
 */
const PIPELINE_CLOSE_LISTENERS = 7;

export async function streamToResponse(body: Readable, res: ServerResponse): Promise<void> {
  res.setMaxListeners(res.getMaxListeners() + PIPELINE_CLOSE_LISTENERS);
  await pipeline(body, res);
}
