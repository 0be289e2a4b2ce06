import { Badge } from "../list/Badge";
import { useDeadlineWords } from "./labels";

/** The days an open request has left; late ones marked as a problem, those within the warning window strong. */
export function DeadlineBadge({ daysLeft, late, warningDays }: { daysLeft: number; late: boolean; warningDays: number }) {
  const words = useDeadlineWords();
  return (
    <Badge problem={late} strong={!late && daysLeft <= warningDays}>
      {words({ daysLeft, late })}
    </Badge>
  );
}
