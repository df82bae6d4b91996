# shellcheck shell=bash disable=SC2046,SC2034
desc="Debian's udev 252 (bookworm) on the kernel without the label patch: the rule names lan0 from the netdev's of_node/label (the user-space route)"
kernel_build=nolabel
udev=bookworm
overlay=udev-names.dtso
boots=3
qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
# the kernel names every cdc_ether interface usbN (no label, enumerated):
# boot 1: Debian's files, every one by MAC
# boot 2: the .link file only: the labelled node (the one netdev with an of_node)
#   by its path, no lan0; the node without label by MAC, as Debian names it
# boot 3: make install: 75-usb-dt-label.rules names lan0 from of_node/label
case "$BOOT" in
1|"") udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) files="no-label kernel, Debian 252 stock" ;;
2) udev_files=link expect=(enp0s2u1u1 enx020000000003 enx525400000306) files="no-label kernel, Debian 252 + the .link file only" ;;
3) udev_files=ours expect=(lan0 enx020000000003 enx525400000306) files="no-label kernel, Debian 252 + make install" ;;
esac
guest_env=(UDEV_VERSION=252 "FILES=$files" NAME1=${expect[0]} NAME3=${expect[1]} NAME6=${expect[2]} "KERNEL1=usb[0-9]+" "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether)
