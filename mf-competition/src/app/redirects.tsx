import { Navigate, useLocation } from 'react-router-dom';
import { MATCH_CREATE_LAYOUT_PATH } from 'shared/rules';

/** Index of a management layout → its `base` page. */
export function ToBase() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/\/$/, '')}/base${search}`} replace />;
}

/** An unknown page inside a management layout. */
export function ToNotFound() {
  return <Navigate to="/404" replace />;
}

/** CreateMatch without has_record (spec §2.7) → MatchCreateLayout with type 1 (the shell's guard does the same). */
export function ToCreateLayout() {
  return <Navigate to={`${MATCH_CREATE_LAYOUT_PATH}?type=1`} replace />;
}
