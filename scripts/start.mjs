// npm start: install what is missing, prepare the database, build if stale, serve.
import { buildIfStale, DEMO_LOGINS, DEMO_PASSWORD, ensureInstall, run, startServer, stopServer, waitForServer } from "./lib.mjs";

const major = Number(process.versions.node.split(".")[0]);
if (major < 20) {
  console.error(`Node ${process.versions.node} é antigo demais: use Node 20 ou mais novo.`);
  process.exit(1);
}

const production = process.env.NODE_ENV === "production" && Boolean(process.env.DATABASE_URL);
if (production) {
  const missing = ["NEXTAUTH_SECRET", "NEXTAUTH_URL"].filter((v) => !process.env[v]);
  if (missing.length) {
    console.error(`✖ Em produção (NODE_ENV=production com DATABASE_URL) defina: ${missing.join(", ")}. Veja a seção Configuração do README.`);
    process.exit(1);
  }
}

ensureInstall();
run("npx", ["tsx", "scripts/prepare-db.ts"]);
buildIfStale();

const port = Number(process.env.PORT ?? 3000);
const url = process.env.NEXTAUTH_URL ?? `http://localhost:${port}`;
const server = startServer(port, { NEXTAUTH_URL: url });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => (stopServer(server), process.exit(0)));
server.on("exit", (code) => process.exit(code ?? 0));

await waitForServer(`http://127.0.0.1:${port}/api/auth/csrf`);
console.log(`\n✔ Back-office no ar em ${url}\n`);
if (!process.env.DATABASE_URL) {
  console.log(`Contas de demonstração (senha ${DEMO_PASSWORD}):`);
  for (const [email, role] of DEMO_LOGINS) console.log(`  ${email.padEnd(24)} ${role}`);
  console.log("");
}
