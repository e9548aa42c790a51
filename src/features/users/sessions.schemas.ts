import { z } from "zod";

export const meSessionEndInput = z.object({ id: z.uuid() }).strict();
