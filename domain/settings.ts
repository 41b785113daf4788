/**
 * A process's settings from its environment variables, read the same way by every server of
 * the product: each missing or malformed value is one clear sentence naming the variable, so
 * a process that cannot start says why in one line.
 */

/** A setting that is missing or malformed. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** Reads settings from `env` (a process's environment, or any record of the same shape). */
export function settingsFrom(env: Readonly<Record<string, string | undefined>>) {
  const given = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    /** Whether NODE_ENV says production. */
    production: given('NODE_ENV') === 'production',
    /** The value, or `fallback`; without a fallback a missing value is an error. */
    text(name: string, fallback?: string): string {
      const value = given(name) ?? fallback;
      if (value === undefined) throw new SettingsError(`${name} is required.`);
      return value;
    },
    /** The value if given. */
    optional(name: string): string | undefined {
      return given(name);
    },
    /** A TCP port, 1 to 65535. */
    port(name: string, fallback?: number): number {
      const raw = given(name);
      if (raw === undefined) {
        if (fallback === undefined) throw new SettingsError(`${name} is required.`);
        return fallback;
      }
      const port = Number(raw);
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        throw new SettingsError(`${name}=${raw} is not a port number (1-65535).`);
      }
      return port;
    },
    /** A whole number of milliseconds, at least `min`. */
    millis(name: string, min: number): number | undefined {
      const raw = given(name);
      if (raw === undefined) return undefined;
      const ms = Number(raw);
      if (!Number.isInteger(ms) || ms < min) {
        throw new SettingsError(
          `${name}=${raw} is not a whole number of milliseconds of at least ${min}.`,
        );
      }
      return ms;
    },
    /** A whole number, at least `min`, or `fallback` when not given. */
    count(name: string, fallback: number, min = 0): number {
      const raw = given(name);
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min) {
        throw new SettingsError(`${name}=${raw} is not a whole number of at least ${min}.`);
      }
      return n;
    },
    /** An absolute http(s) URL, without a trailing slash. */
    url(name: string, fallback?: string): string {
      const value = given(name) ?? fallback;
      if (value === undefined) throw new SettingsError(`${name} is required.`);
      let parsed: URL;
      try {
        parsed = new URL(value);
      } catch {
        throw new SettingsError(`${name}=${value} is not a URL.`);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new SettingsError(`${name}=${value} is not an http or https URL.`);
      }
      return value.replace(/\/+$/, '');
    },
  };
}

/**
 * What a server prints when it cannot start: one line for a setting it cannot use, the
 * error's stack for anything else.
 */
export function startFailure(part: string, error: unknown): string {
  if (error instanceof SettingsError) return `${part} cannot start: ${error.message}`;
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `${part} cannot start: ${stack}`;
}

/** What {@link settingsFrom} returns. */
export type Settings = ReturnType<typeof settingsFrom>;
