// A module-resolution hook (node:module register): posts every URL the process loads to the port
// it was given, and answers 'flush' once every earlier URL is posted (the channel keeps order).
let port;
export function initialize(data) {
  port = data.port;
  port.on('message', (message) => {
    if (message === 'flush') port.postMessage('flushed');
  });
}
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}
