export * from "./users";
export * from "./auth";
export * from "./audit";
export * from "./portfolio";
export * from "./views";
export * from "./imports";
export * from "./leads";
export * from "./commissions";
