import { contract } from '@griot/contract/contract';
import { errorBodySchema } from '@griot/contract/errorBody';
import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';

let cached: Promise<unknown> | undefined;

/** The OpenAPI 3.1 document of the contract, generated once per process. */
export function openApiDocument(publicUrl: string): Promise<unknown> {
  cached ??= generate(publicUrl);
  return cached;
}

async function generate(publicUrl: string): Promise<unknown> {
  const converter = new ZodToJsonSchemaConverter();
  const generator = new OpenAPIGenerator({ schemaConverters: [converter] });
  const [, errorSchema] = converter.convert(errorBodySchema, { strategy: 'output' });
  return generator.generate(contract, {
    info: {
      title: 'API Griot',
      version: '1.0.0',
      description:
        // i18n-exempt: developers' documentation, generated once per process in French like the contract's summaries
        "L'API du back-office Griot. Les appels authentifiés portent l'en-tête `Authorization: Bearer <token>` obtenu par POST /verify/user. Toute erreur répond `{ success: false, error, message }` avec le message dans la langue de l'appel (`Accept-Language`, sinon celle du compte, sinon le français).",
    },
    servers: [{ url: `${publicUrl}/api` }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    security: [{ bearer: [] }],
    customErrorResponseBodySchema: () => errorSchema,
  });
}
