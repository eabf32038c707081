/**
 * The pages' one import for links and navigation, on react-router-dom (declarative mode). Paths match in
 * any letter case (react-router's default), so /Profile (navbar) and /profile (a mailed link) are one page;
 * a NavLink is marked as the current page on its path, and below it unless `end`.
 */
export { Link, NavLink, useLocation, useNavigate, useParams } from 'react-router-dom';
