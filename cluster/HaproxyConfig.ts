export interface HaproxyBackend {
  name: string;
  port: number;
}

export interface HaproxyConfigOptions {
  /** Where clients connect: PORT on HOST (0.0.0.0 unless given). */
  host: string;
  port: number;
  backends: readonly HaproxyBackend[];
  /** The admin socket (`show stat`, `disable server`), in the cluster's folder. */
  statsSocket: string;
}

/** Health-check cadence: an instance killed outright is out of the rotation within inter × fall, and back after inter × rise. */
export const HEALTH_CHECK = Object.freeze({ interMs: 1000, fall: 2, rise: 2 });

/**
 * HAProxy's configuration for the instances: round robin over those whose GET /admin/health
 * answers 200; a request that cannot reach its instance (refused, the instance is dead) goes to
 * another; /admin/ws upgrades pass through and may stay open for hours; X-Forwarded-For carries
 * the client's address (the instances trust it from HAProxy alone, TRUST_PROXY); every answer
 * names the instance that served it (X-Ronghe-Instance).
 */
export function haproxyConfig(options: HaproxyConfigOptions): string {
  const { interMs, fall, rise } = HEALTH_CHECK;
  return [
    '# Written by npm run cluster (cluster/HaproxyConfig.ts) on every start; edits are overwritten.',
    'global',
    // No maxconn: HAProxy takes what the open-files limit (ulimit -n) allows; each live connection holds two.
    `  stats socket ${options.statsSocket} mode 600 level admin`,
    // A stop waits for answers under way, not for live connections that may last hours.
    '  hard-stop-after 5s',
    // No log: in the foreground HAProxy writes instances going down and up to stderr, and requests are the instances' to log.
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    // Only a connection that never reached an instance is tried again elsewhere: a request an instance received may have been done.
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout http-request 15s',
    '  timeout client 60s',
    '  timeout server 60s',
    // The live connection (/admin/ws) pings every 10 s; uploads and exports may be slow, not silent.
    '  timeout tunnel 1h',
    '  timeout client-fin 10s',
    '',
    'frontend ronghe',
    `  bind ${options.host}:${options.port}`,
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /admin/health',
    '  http-check expect status 200',
    '  http-response set-header X-Ronghe-Instance %[srv_name]',
    `  default-server inter ${interMs} fall ${fall} rise ${rise}`,
    ...options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    '',
  ].join('\n');
}
