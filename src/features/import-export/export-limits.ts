// Apart from export.schemas.ts so the export menu can show and check them without bringing zod into a list page.

/** Most ids a selection export takes (a list page holds far fewer); here so the client can check before sending. */
export const EXPORT_SELECTION_MAX = 1_000;
/** An export stops here: beyond it the user should narrow the filter. The menu shows it as a hint. */
export const EXPORT_ROW_LIMIT = 100_000;
