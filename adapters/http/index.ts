export { buildHttpServer, type HttpServerDeps, type MediaFile, type MediaHandler } from './http-server';
export { installGracefulShutdown, type GracefulShutdownOptions } from './graceful-shutdown';
export { HttpError, type ErrorBody } from './http-error';
