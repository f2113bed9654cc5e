import { http, type ListResult } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type Album = Schemas['Album'];
export type AlbumDetail = Schemas['AlbumDetail'];
export type AlbumPhoto = Schemas['AlbumPhoto'];
export type PhotoStatus = AlbumPhoto['status'];

/** GET /admin/album/list — albums of a competition the caller manages. */
export function getAlbums(query: { competition_id: number; start: number; count: number }): Promise<ListResult<Album>> {
  return http.get<ListResult<Album>>('/admin/album/list', { ...query });
}

/** GET /admin/album/info — one album with all its photos and their review status. */
export function getAlbum(id: number): Promise<AlbumDetail> {
  return http.get<AlbumDetail>('/admin/album/info', { id });
}

/** POST /admin/album — a new album of a competition. */
export function createAlbum(body: { competition_id: number; title: string; description?: string }): Promise<{ id: number }> {
  return http.post<{ id: number }>('/admin/album', body);
}

/** PUT /admin/album — title, description or cover (a photo of the album). */
export function updateAlbum(body: { id: number; title?: string; description?: string; cover_photo_id?: number | null }): Promise<{ id: number }> {
  return http.put<{ id: number }>('/admin/album', body);
}

/** DELETE /admin/album — the album and its photos. */
export function deleteAlbum(id: number): Promise<unknown> {
  return http.delete('/admin/album', { id });
}

/** POST /admin/album/photo — adds an uploaded image (POST /api/upload/image, use photo) to the album. */
export function addPhoto(body: { album_id: number; media_id: number; title?: string }): Promise<AlbumPhoto> {
  return http.post<AlbumPhoto>('/admin/album/photo', body, { silent: true });
}

/** DELETE /admin/album/photo. */
export function deletePhoto(id: number): Promise<unknown> {
  return http.delete('/admin/album/photo', { id });
}
