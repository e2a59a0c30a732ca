import { fuzzPart } from './support/fuzzPart';

fuzzPart(3);
