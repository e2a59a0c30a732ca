// Belt/Navigation Corridor: Encampment (its energy icon and 1 Shi support icon join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('2U152', 'Belt/Navigation Corridor');
