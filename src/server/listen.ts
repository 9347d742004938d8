import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from './config';

/** Listens, turning "port in use" and "no permission" into a message the operator can act on. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new ConfigError(`Port ${port} is already in use. Stop the other program or set PORT to a free port.`));
      else if (error.code === 'EACCES') reject(new ConfigError(`Not allowed to listen on port ${port}. Set PORT to a port above 1024.`));
      else reject(error);
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
