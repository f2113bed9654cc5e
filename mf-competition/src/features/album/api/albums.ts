import { http, type Json, type ListResult, type Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type Album = Schemas['Album'];
export type AlbumDetail = Schemas['AlbumDetail'];
export type AlbumPhoto = Schemas['AlbumPhoto'];
export type PhotoStatus = AlbumPhoto['status'];

/** GET /admin/album/list — albums of a competition the caller manages. */
export function getAlbums(query: Query<'/admin/album/list', 'get'>): Promise<ListResult<Album>> {
  return http.get('/admin/album/list', { ...query });
}

/** GET /admin/album/info — one album with all its photos and their review status. */
export function getAlbum(id: number): Promise<AlbumDetail> {
  return http.get('/admin/album/info', { id });
}

/** POST /admin/album — a new album of a competition. */
export function createAlbum(body: Json<'/admin/album', 'post'>) {
  return http.post('/admin/album', body);
}

/** PUT /admin/album — title, description or cover (a photo of the album). */
export function updateAlbum(body: Json<'/admin/album', 'put'>) {
  return http.put('/admin/album', body);
}

/** DELETE /admin/album — the album and its photos. */
export function deleteAlbum(id: number) {
  return http.delete('/admin/album', { id });
}

/** POST /admin/album/photo — adds an uploaded image (POST /api/upload/image, use photo) to the album. */
export function addPhoto(body: Json<'/admin/album/photo', 'post'>): Promise<AlbumPhoto> {
  return http.post('/admin/album/photo', body, { silent: true });
}

/** DELETE /admin/album/photo. */
export function deletePhoto(id: number) {
  return http.delete('/admin/album/photo', { id });
}
