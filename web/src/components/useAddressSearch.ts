/**
 * The page's address search (?q, ?pos, ?from…), changed one choice at a time without losing
 * another.
 *
 * A change to the search is a navigation: the router may run loaders first and render the new
 * address in a transition, so a control can fire its next change before the page has rendered
 * the last one. Building that change from the rendered search (as `useSearchParams`'s setter
 * does, even in its function form) puts back what the last change took out: a search cleared
 * and a position chosen at once came back as both, and the table showed no one. Here each
 * change starts from the last search this page asked for, until a navigation lands: then from
 * the address that landed (which may be the user's own Back).
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

/** Applies a change to the freshest search: `change` gets a copy it may edit and return. */
export type UpdateSearch = (
  change: (fresh: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/**
 * Sets each named parameter of the freshest search, or removes it where the value is null or
 * empty (a select's "All" choice).
 */
export type SetSearchParams = (
  values: Readonly<Record<string, string | null>>,
  options?: NavigateOptions,
) => void;

export function useAddressSearch(): [URLSearchParams, UpdateSearch, SetSearchParams] {
  const [search, setSearch] = useSearchParams();
  const { key } = useLocation();
  const rendered = search.toString();
  const asked = useRef(rendered);
  // A navigation that landed (each has a new location key) is the address from now on; a
  // render of the same one (the page's own state) keeps what was asked since.
  useLayoutEffect(() => {
    asked.current = rendered;
  }, [key, rendered]);
  const update = useCallback<UpdateSearch>(
    (change, options) => {
      const next = change(new URLSearchParams(asked.current));
      asked.current = next.toString();
      setSearch(next, options);
    },
    [setSearch],
  );
  const setParams = useCallback<SetSearchParams>(
    (values, options) => {
      update((next) => {
        for (const [name, value] of Object.entries(values)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      }, options);
    },
    [update],
  );
  return [search, update, setParams];
}
