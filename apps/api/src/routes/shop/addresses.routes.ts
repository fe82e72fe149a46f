import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressInputSchema,
  addressListResponseSchema,
  addressResponseSchema,
  errorBodySchema,
  idParamsSchema,
  messageResponseSchema,
  pageQuerySchema,
} from '@grofresh/contracts';
import { currentUser } from '../../plugins/auth';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../modules/addresses/addresses.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const security = [{ bearer: [] }];

  app.post(
    '/addresses/create',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Save an address for the signed-in shopper',
        security,
        body: addressInputSchema,
        response: { 201: addressResponseSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (req, reply) => {
      const address = await createAddress(app.db, currentUser(req).id, req.body, app.clock.now());
      return reply.status(201).send({ address });
    },
  );

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The signed-in shopper's addresses, newest first",
        security,
        querystring: pageQuerySchema,
        response: { 200: addressListResponseSchema, ...errors },
      },
    },
    async (req) => listAddresses(app.db, currentUser(req).id, req.query),
  );

  app.put(
    '/addresses/update/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Change one of the shopper’s own addresses',
        security,
        params: idParamsSchema,
        body: addressInputSchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (req) => ({
      address: await updateAddress(
        app.db,
        currentUser(req).id,
        req.params.id,
        req.body,
        app.clock.now(),
      ),
    }),
  );

  app.delete(
    '/addresses/delete/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete one of the shopper’s own addresses',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => {
      await deleteAddress(app.db, currentUser(req).id, req.params.id);
      return { message: 'The address was removed.' };
    },
  );
};
