/**
 * The invite-list endpoints (spec people §2, §7), at the contract's INVITE_LIST_API paths under
 * /api, every one needing PEOPLE_INVITE_LIST_WRITE at event scope. Multipart is registered here
 * only, for the CSV upload, with the contract's size limit and one file.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { importRoutes } from './import-routes';
import { inviteeRoutes } from './invitee-routes';
import { inviteListListRoutes } from './list-routes';
import { DEFAULT_UPLOAD_POLICY, type UploadPolicy } from './upload-policy';
import { PEOPLE_LIMITS } from '@console/people-contract';

export const inviteListRoutes =
  (db: Db, uploads: UploadPolicy = DEFAULT_UPLOAD_POLICY): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: PEOPLE_LIMITS.inviteCsvMaxBytes, files: 1 },
    });
    await app.register(inviteListListRoutes(db));
    await app.register(inviteeRoutes(db));
    await app.register(importRoutes(db, uploads));
  };
