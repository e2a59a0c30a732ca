// Belt/Pilgrims’ Holdings: Encampment (its energy icon and 1 Gongen support icon join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('2U153', 'Belt/Pilgrims’ Holdings');
