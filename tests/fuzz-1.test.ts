import { fuzzPart } from './support/fuzzPart';

fuzzPart(1);
