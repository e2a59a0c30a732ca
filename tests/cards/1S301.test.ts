// Ganymede/Exploratory Camp: Unlimited; Encampment (its energy and Earther icons join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('1S301', 'Ganymede/Exploratory Camp');
