# shellcheck shell=bash disable=SC2046,SC2034
desc="systemd as PID 1 (Debian's 252, then 257) starts udevd and its trigger as a Debian boot does: the same names as under the busybox init, stock and with make install"
guest_init=systemd
overlay=udev-names.dtso
boots=4
qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
# boots 1, 2: bookworm's systemd and udev, Debian's files, then + make install;
# boots 3, 4: trixie's
case "$BOOT" in
1|"") udev=bookworm v=252 udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) ;;
2) udev=bookworm v=252 udev_files=ours expect=(lan0 enx020000000003 enx525400000306) ;;
3) udev=trixie v=257 udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) ;;
4) udev=trixie v=257 udev_files=ours expect=(lan0 enx020000000003 enx525400000306) ;;
esac
guest_env=(UDEV_VERSION=$v "FILES=systemd $v, $udev_files" NAME1=${expect[0]} NAME3=${expect[1]} NAME6=${expect[2]} KERNEL1=lan0 "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether)
