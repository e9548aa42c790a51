import type { Messages } from "./pt-BR";

declare module "use-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}
