// Jupiter/Approach Route: Encampment (its energy icon and 1 Maverick support icon join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('2U159', 'Jupiter/Approach Route');
