// Belt/Derelict Freighter: Encampment (its energy icon and 1 Quay support icon join your side of the host).
import { encampmentTests } from './_encampments';

encampmentTests('2U151', 'Belt/Derelict Freighter');
