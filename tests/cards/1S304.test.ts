// Ganymede/Harvesting Camp: Unlimited; Encampment (its energy and Shi icons join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('1S304', 'Ganymede/Harvesting Camp');
