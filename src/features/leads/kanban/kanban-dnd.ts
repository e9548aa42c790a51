import { KeyboardCode, pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from "@dnd-kit/core";

/** Under the pointer when there is one; by overlap when the keyboard drives the card. */
export const kanbanCollision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

interface Span {
  left: number;
  width: number;
}

/**
 * The left edge to move a card of `width` to so it is centred in the column beside the one at `x`
 * (the column holding its centre), or null at either end of the board.
 */
export function neighbourColumnX(columns: readonly Span[], x: number, width: number, direction: 1 | -1): number | null {
  const sorted = [...columns].sort((a, b) => a.left - b.left);
  if (!sorted.length) return null;
  const centre = x + width / 2;
  let at = sorted.findIndex((c) => centre >= c.left && centre < c.left + c.width);
  if (at === -1) at = direction === 1 ? sorted.findLastIndex((c) => c.left + c.width <= centre) : sorted.findIndex((c) => c.left > centre);
  const next = at === -1 ? (direction === 1 ? sorted[0] : sorted.at(-1)) : sorted[at + direction];
  if (!next) return null;
  return next.left + (next.width - width) / 2;
}

/** Left and right arrows jump a whole column (the default moves 25 px); up and down do nothing on a board. */
export const kanbanKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!direction || !context.collisionRect) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].map((r) => ({ left: r.left, width: r.width }));
  const x = neighbourColumnX(columns, currentCoordinates.x, context.collisionRect.width, direction);
  return x === null ? undefined : { x, y: currentCoordinates.y };
};
