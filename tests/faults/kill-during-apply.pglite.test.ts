import { describeKillsDuringApply } from "./support/kill-rounds";

// Issue 28: the server killed 50 times while periods are applied, on the embedded PGlite.
describeKillsDuringApply("pglite");
