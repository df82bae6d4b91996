# shellcheck shell=bash disable=SC2046,SC2034
desc="Debian sid's udev 262 (real udevd on the modular kernel, the newest systemd Debian ships): a labelled node, a node with only an alias, a NIC without node; Debian's files, the project's files, Debian's 73 masked (systemd's own 99-default.link, as Fedora and Arch ship), the 73 proposed to Debian"
udev=sid
overlay=udev-names.dtso
boots=4
qemu_args=("${qemu_xhci[@]}" $(udev_names_nics))
# boot 1: Debian's files: 73-usb-net-by-mac.link names every USB NIC by MAC
# boot 2: + make install: 72 matches the labelled node only (the one
#   netdev with an of_node)
# boot 3: 73-usb-net-by-mac.link masked (99-default.link decides): port 3
#   keeps the path name the stock kernel gets (udev-stock-names boot 3), not
#   end0: its netdev has no of_node for NAMING_DEVICETREE_PORT_ALIASES
# boot 4: the 73 file proposed to Debian (NamePolicy=keep kernel mac):
#   lan0 kept, the rest as stock
case "$BOOT" in
1|"") udev_files=stock expect=(enx020000000001 enx020000000003 enx525400000306) files="Debian sid 262 stock" ;;
2) udev_files=ours expect=(lan0 enx020000000003 enx525400000306) files="Debian sid 262 + make install" ;;
3) udev_files=mask73 expect=(lan0 enp0s2u1u3 enp0s2u1u6) files="Debian sid 262, 73 masked" ;;
4) udev_files=debian-proposal expect=(lan0 enx020000000003 enx525400000306) files="Debian sid 262, proposed 73" ;;
esac
guest_env=(UDEV_VERSION=262 "FILES=$files" "NAME1=${expect[0]}" "NAME3=${expect[1]}" "NAME6=${expect[2]}" KERNEL1=lan0 "KERNEL3=usb[0-9]+" "KERNEL6=usb[0-9]+" MODULE=cdc_ether)
