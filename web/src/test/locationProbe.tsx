import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Where a rendered screen's router is, for tests of views kept in the URL: render `<probe.Where />` inside the
 * router and read `probe.url` (path and query) or `probe.search` after the screen has rendered. The location is
 * recorded in an effect, so rendering stays pure (the react-hooks rules).
 */
export function locationProbe() {
  const probe = {
    url: '',
    search: '',
    Where() {
      const current = useLocation();
      useEffect(() => {
        probe.url = `${current.pathname}${current.search}`;
        probe.search = current.search;
      });
      return null;
    },
  };
  return probe;
}
