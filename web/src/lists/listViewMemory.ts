/**
 * The last view of each list screen (its URL query: filters, page, sort, search) for this tab, so that
 * "Back to ..." on a detail page returns to the list as it was. Kept in session storage: a reload of the
 * detail page keeps it, another tab starts without.
 */

const KEY = 'crm.listViews';

interface Memory {
  /** Query of each list path, in the order they were last shown (most recent last). */
  views: { path: string; search: string }[];
}

function read(storage: Storage): Memory {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? 'null') as Memory | null;
    return parsed && Array.isArray(parsed.views) ? parsed : { views: [] };
  } catch {
    return { views: [] };
  }
}

/** The list at `path` now shows the view of `search` (a URL query without '?'). */
export function rememberListView(path: string, search: string, storage: Storage = window.sessionStorage) {
  const memory = read(storage);
  const views = memory.views.filter((entry) => entry.path !== path);
  views.push({ path, search });
  try {
    storage.setItem(KEY, JSON.stringify({ views: views.slice(-20) }));
  } catch {
    // Storage full or denied: "Back to ..." then opens the list's default view.
  }
}

/** The URL of the list at `path` as it was last shown (its default view when never shown in this tab). */
export function listViewUrl(path: string, storage: Storage = window.sessionStorage): string {
  const search = read(storage).views.find((entry) => entry.path === path)?.search;
  return search ? `${path}?${search}` : path;
}

/** Of these list paths, the one shown last in this tab (undefined when none was). */
export function lastShownList(paths: readonly string[], storage: Storage = window.sessionStorage) {
  return read(storage)
    .views.map((entry) => entry.path)
    .filter((path) => paths.includes(path))
    .at(-1);
}
