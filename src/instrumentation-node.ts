import { productionConfigErrors } from "./server/env";

// A production deployment without NEXTAUTH_SECRET or NEXTAUTH_URL refuses to start instead of
// failing later, on the first sign-in.
const errors = productionConfigErrors();
if (errors.length) {
  console.error(`\n✖ Configuração de produção incompleta:\n${errors.map((e) => `  - ${e}`).join("\n")}\n`);
  process.exit(1);
}
