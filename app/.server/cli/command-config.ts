/** The configuration as an operator's command reads it: a bad value is one line and exit code 1, not a stack trace. */
import { type Config, ConfigError, loadConfig } from "../config";

export function commandConfig(env: NodeJS.ProcessEnv): Config | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return undefined;
  }
}
