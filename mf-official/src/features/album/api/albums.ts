/** Public albums (no antd): types from the OpenAPI document, calls through the shared client. */
import { http, type Json, type Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type PublicAlbum = Schemas['PublicAlbum'];
export type PublicAlbumList = Schemas['PublicAlbumList'];
export type PublicAlbumDetail = Schemas['PublicAlbumDetail'];
export type PublicPhoto = Schemas['PublicPhoto'];

/** Reasons of a complaint (the server accepts exactly these). */
export type ReportCategory = Json<'/album/report', 'post'>['category'];

/** GET /album/list — albums of published competitions with approved photos, newest first. */
export function getPublicAlbums(query: Query<'/album/list', 'get'>): Promise<PublicAlbumList> {
  return http.get('/album/list', { ...query });
}

/** GET /album/info — one album with its approved photos. */
export function getPublicAlbum(id: number): Promise<PublicAlbumDetail> {
  return http.get('/album/info', { id });
}

/** POST /album/report — a visitor's complaint about a photo (anonymous allowed, limited per IP). */
export function reportPhoto(body: Json<'/album/report', 'post'>) {
  return http.post('/album/report', body);
}
