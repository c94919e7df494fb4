import type { StoredSession } from '../api/types';

/**
 * The last refresh of this origin: which refresh token it spent and the session it got. Local storage is not
 * consistent across a browser's processes (another tab may still read the old value for a moment after a
 * write), so the tab that next takes the refresh lock looks here too: IndexedDB transactions are consistent
 * across tabs, and the refreshing tab finishes writing before it releases the lock.
 */
export interface RotationStore {
  /** The session obtained by spending this refresh token, if this origin already did. */
  find(spentRefreshToken: string): Promise<StoredSession | null>;
  /** Records a refresh (only the latest is kept). */
  record(spentRefreshToken: string, session: StoredSession): Promise<void>;
  /** Forgets it (sign-out). */
  clear(): Promise<void>;
}

const DB_NAME = 'crm-session';
const STORE = 'rotation';
const KEY = 'latest';

interface Rotation {
  spent: string;
  session: StoredSession;
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

async function run<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest | void,
): Promise<T | undefined> {
  const db = await open(factory);
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request ? (request.result as T) : undefined);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** The IndexedDB rotation store of the browser. */
export function indexedDbRotationStore(factory: IDBFactory): RotationStore {
  return {
    async find(spentRefreshToken) {
      const rotation = await run<Rotation>(factory, 'readonly', (store) => store.get(KEY));
      return rotation && rotation.spent === spentRefreshToken ? rotation.session : null;
    },
    async record(spentRefreshToken, session) {
      await run(factory, 'readwrite', (store) => {
        store.put({ spent: spentRefreshToken, session } satisfies Rotation, KEY);
      });
    },
    async clear() {
      await run(factory, 'readwrite', (store) => {
        store.clear();
      });
    },
  };
}
