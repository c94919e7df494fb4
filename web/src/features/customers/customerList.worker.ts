import { createCustomerListWorker, type WorkerEvent, type WorkerRequest } from './customerListWorkerCore';
import { packOptions } from './customerOptionsWire';
import type { WireEvent } from './customerListClient';

/** Worker entry: messages in, messages out (see customerListWorkerCore.ts). */
interface WorkerScope {
  postMessage(message: WireEvent): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const handle = createCustomerListWorker((event: WorkerEvent) =>
  // The options travel packed (customerOptionsWire.ts): cheap for the page to receive.
  scope.postMessage(
    (event.type === 'loaded' || event.type === 'options') && event.options
      ? { ...event, options: packOptions(event.options) }
      : event,
  ),
);
scope.onmessage = (event) => {
  void handle(event.data);
};
