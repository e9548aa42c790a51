/** Named durations from the seed (SPEC §9). Use these, never the bare numbers. */
export const ONE_SECOND_MS = 1_000;
export const TWENTY_SECONDS_MS = 2e4;
export const THIRTY_SECONDS_MS = 3e4;
export const SIXTY_SECONDS_MS = 6e4;
export const FIVE_MINUTES_MS = 3e5;
export const FIFTEEN_MINUTES_MS = 15 * SIXTY_SECONDS_MS;
export const ONE_HOUR_MS = 60 * SIXTY_SECONDS_MS;
export const ONE_DAY_MS = 864e5;
export const FIFTEEN_DAYS_MS = 1296e6;

export const SAO_PAULO_TZ = "America/Sao_Paulo";
