// The bare node:http twin of a product endpoint, in a process of its own (as the product is), so it does
// not share an event loop with the load generator. Receives the bytes to answer from its parent, then
// reports its port.
import { createServer } from 'node:http';

process.once('message', ({ body, headers }) => {
  const bytes = Buffer.from(body, 'base64');
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': bytes.length });
    response.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});
