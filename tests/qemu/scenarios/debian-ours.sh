# shellcheck shell=bash disable=SC2034
board=debian
desc="Debian 13 on the board with the usb-dt-udev package: lan0 with U-Boot's ethaddr from the first boot, no rename, networkd configures it (DHCP) and pings; a second boot keeps both; apt-get remove brings the stock name back"
debian_kind=ours
# 1: first boot with the package; 2: the second, which removes it at its
# end; 3: the stock name again
boots=3
. "$top/tests/qemu/lib/debian.sh"
