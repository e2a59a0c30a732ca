// Venus/Trade Route: Encampment (its energy icon and 1 Earther support icon join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('2U164', 'Venus/Trade Route');
