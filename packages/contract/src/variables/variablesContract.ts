import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdSchema } from '../flows/flowSchemas';
import { variableDeclarationsSchema, variableSchema } from './variableSchemas';

const tags = ['Variables'];
const declarationsOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  chatbot: z.array(z.object({ _id: z.string(), bot_name: z.string(), variables: z.array(variableSchema) })),
});

export const variablesContract = {
  forEditor: oc
    .route({
      method: 'GET',
      path: '/get/strong/variables/{idchatbot}',
      tags,
      summary: 'Variables globales et déclarées',
    })
    .input(z.object({ idchatbot: chatbotIdSchema }))
    .output(z.object({ success: z.literal(true), variables: z.array(variableSchema) })),
  declarations: oc
    .route({
      method: 'GET',
      path: '/strong/get/variables/list/{chatbotId}',
      tags,
      summary: 'Variables déclarées du chatbot',
    })
    .input(z.object({ chatbotId: chatbotIdSchema }))
    .output(declarationsOutput),
  saveDeclarations: oc
    .route({
      method: 'POST',
      path: '/strong/update/variable/declaration/{chatbotId}',
      tags,
      summary: 'Enregistrer les variables',
    })
    .input(z.object({ chatbotId: chatbotIdSchema, variables: variableDeclarationsSchema }))
    .output(declarationsOutput),
};
