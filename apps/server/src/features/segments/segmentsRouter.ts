import { handleMatchConditions } from './handleMatchConditions';
import { handleVariableValues } from './handleVariableValues';

export const segmentsRouter = { values: handleVariableValues, conditions: handleMatchConditions };
