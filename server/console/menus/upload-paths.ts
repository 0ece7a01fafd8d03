/**
 * The console's photo uploads: the only posts larger than the site's body limit, so the HTTP layer
 * gives these addresses (and no other) a limit of one photo plus its form (server/http/create-app.ts).
 */
import { PHOTO_LIMITS } from '../../../domain/photo.ts'

const UPLOAD_PATH = /^\/console\/menus\/(?:dishes|plans)\/\d{1,9}\/photo\/$/

export const isPhotoUploadPath = (method: string, path: string) => method === 'POST' && UPLOAD_PATH.test(path)

/** One photo at its limit plus the form's other fields (alt texts, boundaries). */
export const PHOTO_UPLOAD_BODY_BYTES = PHOTO_LIMITS.maxBytes + 64 * 1024
