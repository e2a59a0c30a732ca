// Ganymede/Frontier Camp: Unlimited; Encampment (its energy and Maverick icons join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('1S303', 'Ganymede/Frontier Camp');
