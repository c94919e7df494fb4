import { createCustomerListWorker, type WorkerEvent, type WorkerRequest } from './customerListWorkerCore';

/** Worker entry: messages in, messages out (see customerListWorkerCore.ts). */
interface WorkerScope {
  postMessage(message: WorkerEvent): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const handle = createCustomerListWorker((event) => scope.postMessage(event));
scope.onmessage = (event) => {
  void handle(event.data);
};
