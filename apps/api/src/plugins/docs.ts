import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { finishDocument, type ApiDocument } from './docs-document';

/** One line for each tag the routes use, shown as the sections of the description. */
const tagDescriptions: Record<string, string> = {
  ops: 'The console: calls for staff and admins (and the health probes).',
  catalog: 'Items, categories, banners and their pictures.',
  store: "The store's settings, contact and clock.",
  analytics: 'Page views the web app records.',
  auth: 'Sign-in by a code sent to a mobile number, and sign-out.',
  users: "The signed-in shopper's account.",
  addresses: "The shopper's saved delivery addresses.",
  orders: 'Placing, reading and cancelling orders, and their live updates.',
  subscriptions: 'Daily milk subscriptions and their route sheets.',
  complaints: 'Complaints about orders, and the goodwill given for them.',
  'table-orders': 'Orders taken at the counter for the dine-in tables and pick-up.',
  coins: 'Grocoins: the balance and its history.',
  payments: 'Paying online by card through CCAvenue, and refunds.',
  rider: "A rider's phone: their orders and the day's milk run, and the marks they make.",
  'payments (simulator)':
    'The stand-in of CCAvenue for development and tests (never in production).',
};

/** OpenAPI generated from the route schemas: /api/docs (UI) and /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GroFresh API',
        description:
          'Catalog, sign-in, orders, Grocoins and milk subscriptions of the GroFresh shop.',
        version: '1.0.0',
      },
      // Relative: the paths are under the origin that serves this document.
      servers: [{ url: '/', description: 'The shop serving this document' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as ApiDocument, tagDescriptions),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
