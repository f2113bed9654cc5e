/**
 * Albums (相册) of a competition in the back office, `/admin/album/*`: the list, one album with all its photos, create,
 * edit (name, description, cover) and delete, and adding or deleting a photo. Whoever manages the competition
 * (src/access/competitions.ts) manages its albums, others get 404; a photo references the caller's own uploaded image
 * (POST /api/upload/image, use `photo`) and waits for review (add_photo_count) unless the platform admin adds it.
 */
import { canManageCompetition } from '../../access/competitions.js';
import type { Principal } from '../../access/principal.js';
import { badInput, notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { ALBUM_MSG, isEmptyEdit, NOTHING_TO_CHANGE } from 'shared/rules';

export function backOfficeAlbumRoutes(app: ApiInstance) {
  /** The competition if the caller manages it (404 otherwise, so other tenants learn nothing). */
  const managedCompetition = async (principal: Principal, competitionId: number) => {
    const c = await app.repos.albums.competitionForAccess(competitionId);
    if (!c || !canManageCompetition(principal, c, c.grants)) throw notFound();
    return c;
  };
  const managedAlbum = async (principal: Principal, albumId: number) => {
    const album = await app.repos.albums.albumRow(albumId);
    if (!album) throw notFound();
    const competition = await managedCompetition(principal, album.competitionId);
    return { album, competition };
  };

  const cleanTitle = (raw: string) => {
    const title = raw.trim();
    if (!title) throw badInput(ALBUM_MSG.titleRequired);
    return title;
  };

  app.get(
    '/admin/album/list',
    {
      schema: {
        tags: ['album'],
        summary: '赛事的相册列表（管理该赛事的机构用户或平台管理员）',
        querystring: { type: 'object', required: ['competition_id'], properties: { competition_id: { type: 'integer', minimum: 1 }, ...pageQuery } },
        response: okResponse(ref('AlbumList')),
      },
    },
    async (request) => {
      const c = await managedCompetition(request.principal!, request.query.competition_id);
      return ok(await app.repos.albums.list(c.id, request.query));
    },
  );

  app.get(
    '/admin/album/info',
    { schema: { tags: ['album'], summary: '相册详情（含全部照片及其审核状态）', querystring: idQuery, response: okResponse(ref('AlbumDetail')) } },
    async (request) => {
      const { album } = await managedAlbum(request.principal!, request.query.id);
      return ok((await app.repos.albums.detail(album.id))!);
    },
  );

  app.post(
    '/admin/album',
    {
      schema: {
        tags: ['album'],
        summary: '新建相册',
        body: {
          type: 'object',
          required: ['competition_id', 'title'],
          properties: {
            competition_id: { type: 'integer', minimum: 1 },
            title: { type: 'string', minLength: 1, maxLength: 50 },
            description: { type: 'string', maxLength: 500 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const c = await managedCompetition(request.principal!, b.competition_id);
      const id = await app.repos.albums.create({
        competitionId: c.id,
        institutionId: c.institutionId,
        title: cleanTitle(b.title),
        description: b.description?.trim() ?? '',
        createdBy: request.principal!.userId,
      });
      return ok({ id });
    },
  );

  app.put(
    '/admin/album',
    {
      schema: {
        tags: ['album'],
        summary: '修改相册名称、简介或封面（封面须为本相册未被驳回、未下架的照片）',
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            title: { type: 'string', minLength: 1, maxLength: 50 },
            description: { type: 'string', maxLength: 500 },
            cover_photo_id: { type: ['integer', 'null'], minimum: 1 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, title, description, cover_photo_id } = request.body;
      const { album } = await managedAlbum(request.principal!, id);
      const patch: { title?: string; description?: string; coverPhotoId?: number | null } = {};
      if (title !== undefined) patch.title = cleanTitle(title);
      if (description !== undefined) patch.description = description.trim();
      if (cover_photo_id !== undefined) {
        if (cover_photo_id !== null) {
          const photo = await app.repos.albums.photoRow(cover_photo_id);
          if (!photo || photo.albumId !== album.id) throw badInput(ALBUM_MSG.coverNotInAlbum);
          if (photo.reviewStatus === 'rejected' || photo.reviewStatus === 'taken_down') throw badInput(ALBUM_MSG.coverHidden);
        }
        patch.coverPhotoId = cover_photo_id;
      }
      if (isEmptyEdit(patch)) throw badInput(NOTHING_TO_CHANGE);
      await app.repos.albums.update(album.id, patch);
      return ok({ id: album.id });
    },
  );

  app.delete(
    '/admin/album',
    { schema: { tags: ['album'], summary: '删除相册（连同其中的照片）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const { album } = await managedAlbum(request.principal!, request.query.id);
      await app.repos.albums.remove(album.id);
      return ok({});
    },
  );

  app.post(
    '/admin/album/photo',
    {
      schema: {
        tags: ['album'],
        summary: '向相册添加照片（先上传图片 POST /api/upload/image，用途 photo；机构上传的照片待平台审核，平台管理员上传的直接通过）',
        body: {
          type: 'object',
          required: ['album_id', 'media_id'],
          properties: { album_id: { type: 'integer', minimum: 1 }, media_id: { type: 'integer', minimum: 1 }, title: { type: 'string', maxLength: 100 } },
          additionalProperties: false,
        },
        response: okResponse(ref('AlbumPhoto')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const { album, competition } = await managedAlbum(principal, request.body.album_id);
      const m = await app.repos.albums.mediaRow(request.body.media_id);
      // only the uploader's own images (the admin may use any); never a file or a video
      if (!m || m.kind !== 'image' || (m.ownerUserId !== principal.userId && !principal.isPlatformAdmin)) throw badInput(ALBUM_MSG.imageMissing);
      if (m.hidden) throw badInput(ALBUM_MSG.imageTakenDown);
      const photo = await app.albums.addPhoto({
        albumId: album.id,
        competitionId: competition.id,
        institutionId: competition.institutionId,
        mediaId: m.id,
        url: `/api/media/${m.storageKey}`,
        title: request.body.title?.trim() || m.name.replace(/\.[^.]*$/, '').slice(0, 100),
        status: principal.isPlatformAdmin ? 'approved' : 'pending',
        uploadedBy: principal.userId,
      });
      return ok(photo);
    },
  );

  app.delete(
    '/admin/album/photo',
    { schema: { tags: ['album'], summary: '删除相册中的照片', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const photo = await app.repos.albums.photoRow(request.query.id);
      if (!photo || photo.albumId === null) throw notFound();
      await managedAlbum(request.principal!, photo.albumId);
      await app.albums.removePhoto(photo.id, photo.albumId);
      return ok({});
    },
  );
}
