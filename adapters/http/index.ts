export { buildHttpServer, type HttpServerDeps } from './http-server';
export { installGracefulShutdown } from './graceful-shutdown';
