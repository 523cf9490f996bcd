/**
 * `GET /metrics` answers Prometheus's text format (text/plain; version=0.0.4), not the JSON envelope
 * (decision 097). Off unless the server has METRICS_TOKEN (then `Authorization: Bearer <token>` on the
 * app's port; a missing or wrong token is 401 16050 in the envelope) or METRICS_PORT (then on that
 * port only).
 */
export const metricsPath = '/metrics';
