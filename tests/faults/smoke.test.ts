import { afterAll, expect, it } from "vitest";
import { killAll, startCalibra } from "./support/calibra-process";
import { emptyHome, FAULT_ENGINES } from "./support/engines";
import { signUpCompany } from "./support/http-client";

afterAll(killAll);
it.each(FAULT_ENGINES)("démarre %s", async (engine) => {
  const home = await emptyHome(engine, "smoke");
  const server = await startCalibra(home.env);
  const { client } = await signUpCompany(server.url);
  expect((await client.get("/api/auth/user")).status).toBe(200);
  await server.stop();
  await home.remove();
});
